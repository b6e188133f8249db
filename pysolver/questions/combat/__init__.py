"""The `attacks` and `blocks` questions (508.1, 509.1): the board after the layers as combat reads it
(`board`), the legal declarations and a declaration checked (`declarations`), the answer types
(`model`), their words (`text`), and the question that runs them in turn (`question`)."""
