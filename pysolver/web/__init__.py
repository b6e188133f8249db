"""The page for judges (`mtgsolve serve`, the `web` extra): build a board in the browser, ask any
question of the command line, see its answer. pysolver.web.app is the app, pysolver.web.server runs
it, pysolver.web.answers and pysolver.web.boards turn the engine's answers and boards into what the
page shows; static/ holds the page itself (HTML, one script, one style sheet: nothing from the network).
"""
