"""`mtgsolve check`: random boards from the card library (hypothesis) and the properties the engine's
answers must have on them (metamorphic relations of the rules, agreement with brute-force
enumerators); counterexamples are shrunk and written out as scenario files."""
