"""The card library: the words of the rules (`vocabulary`), the words an ability template takes
(`arguments`, `combat_words`), the printed cards and ability templates read from `encodings/`
(`printed`, `library`), the index of which library files a board needs (`index`) and the listings of
`mtgsolve cards` and `mtgsolve abilities` (`catalogue`). Every card of an Oracle corpus: the card data
read in (`corpus`), the Oracle-text compiler behind one import (`compiler`), the compiled library
built from it and found by name (`compiled`, `names`), what of a card is not understood (`modelled`)
and the user's import (`importing`)."""
