"""The `explore` question: the `layers` result over every ordering of the timestamps (613.7),
run once per class of orderings that can differ (`question`), and its words (`text`)."""
