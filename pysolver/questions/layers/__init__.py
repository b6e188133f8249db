"""The `layers` question (CR 613): characteristics after every continuous effect, the run's
result types (`model`), how a run is read back (`decode`), its history in words (`explain`), the
table and trace (`text`) and the dependency graph (`graph`)."""
