import sys, time, tempfile
from pathlib import Path
import pytest
from tests.test_check import plant
from pysolver.cli import main
mp = pytest.MonkeyPatch()
t = Path(tempfile.mkdtemp())
plant(mp, t, "layers.lp", "key(k,E,(1,T,E)) :- cand(k,E), not is_cda(k,E), eff_ts(k,E,T).",
      "key(k,E,(1,E,T)) :- cand(k,E), not is_cda(k,E), eff_ts(k,E,T).")
s=time.time()
main(["check","--questions","layers","--examples",sys.argv[1],"--seed",sys.argv[2],"--out",str(t/"o"),"--no-progress"])
print(time.time()-s)
for f in sorted((t/"o").glob("*")): print(f.read_text())
