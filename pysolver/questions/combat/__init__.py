"""The `attacks` and `blocks` questions (508.1, 509.1): legal declarations, the answer types
(`model`), the words of the answer (`text`) and the combat words of a board as facts (`words`)."""
