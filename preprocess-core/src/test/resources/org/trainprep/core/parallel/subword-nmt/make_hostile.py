"""Writes hostile.txt, the input of the subword-nmt oracle fixtures (see README.md): lines split on
'\n' only, so a CR, a no-break space, a tab or a literal '</w>' or '@@' stays inside a word."""
import random

r = random.Random(33)
PIECES = ["a", "b", "ab", "th", "e", "the", "ing", "é", "ß", "\u00a0", "\r", "\t", "x", "\u4e2d", "\u6587",
          "@", "@@", "</w>", "<", "/w>", "\U0001F600", "e\u0301", "\u0131", "n", "s", "t", "er"]


def word():
    return "".join(PIECES[min(len(PIECES) - 1, int(abs(r.gauss(0, 6))))] for _ in range(1 + r.randrange(5)))


edges = ["", " ", "\r", " \r", "  ", "\r\r", " \t"]
lines = []
for _ in range(3000):
    words = [word() for _ in range(r.randrange(1, 10))]
    inner = "".join(w + (" " * (1 + (r.randrange(6) == 0))) for w in words[:-1]) + words[-1]
    lines.append(r.choice(edges) + inner + r.choice(edges))
lines += ["", " ", "\r", "a", "</w>", "x</w>", "</w></w>", "@@", "a@@ b", "\U0001F600\U0001F600", "th\rth e\u00a0e"]
with open("hostile.txt", "w", encoding="utf-8", newline="") as f:
    f.write("\n".join(lines) + "\n")
