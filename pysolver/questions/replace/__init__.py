"""The `replace` question (614-616): every outcome of an event under replacement and prevention
effects, its answer types (`model`) and their words (`text`)."""
