"""Runs the real subword-nmt (a checkout whose path is the first argument) on hostile.txt: see README.md."""
import sys, io, collections
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else "/tmp/swnmt")
from subword_nmt.learn_bpe import learn_bpe
from subword_nmt.apply_bpe import BPE

def lines(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read().split("\n")[:-1]

src = lines("hostile.txt")
out = io.StringIO()
learn_bpe([l + "\n" for l in src], out, 80, min_frequency=2)
with open("codes02", "w", encoding="utf-8", newline="") as f:
    f.write(out.getvalue())
for codes in ("codes01", "codes02"):
    with open(codes, encoding="utf-8", newline="") as f:
        bpe = BPE(f)
    seg = [bpe.process_line(l) for l in src]
    with open("hostile." + codes + ".bpe", "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(seg) + "\n")
    c = collections.Counter()
    for line in seg:
        for word in line.strip('\r\n ').split(' '):
            if word:
                c[word] += 1
    with open("hostile." + codes + ".vocab", "w", encoding="utf-8", newline="") as f:
        for key, n in sorted(c.items(), key=lambda x: x[1], reverse=True):
            f.write(key + " " + str(n) + "\n")
