"""The card library: the words of the rules (`vocabulary`), the words an ability template takes
(`arguments`, `combat_words`), the printed cards and ability templates read from `encodings/`
(`printed`, `library`), the index of which library files a board needs (`index`) and the listings of
`mtgsolve cards` and `mtgsolve abilities` (`catalogue`)."""
