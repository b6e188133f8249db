"""The rules' program files: where the `.lp` files of the rules and the card library are
(`files`), their parsed statements kept per process (`parsed`), and the disk cache of what is read
from them (`cache`)."""
