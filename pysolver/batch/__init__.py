"""`mtgsolve batch`: one question over many scenario files, in worker processes or on a Dask
cluster, into a resumable JSON-lines file."""
