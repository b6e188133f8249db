"""The card library: the words of the rules (`vocabulary`), the words an ability template takes
(`arguments`, `combat_words`), the printed cards and ability templates read from `encodings/`
(`printed`, `library`), the index of which library files a board needs (`index`), the listings of
`mtgsolve cards` and `mtgsolve abilities` (`catalogue`), and the compiler of Oracle text into the
engine's facts (`oracle`)."""
