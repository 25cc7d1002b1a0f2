# An independent implementation of docs/FORMAT.md's near-duplicate spec (steps 2-4), for cross-checking.
import sys, json
P = (1 << 61) - 1
M64 = (1 << 64) - 1
def fnv(bs):
    h = 0xcbf29ce484222325
    for b in bs:
        h ^= b
        h = (h * 0x100000001b3) & M64
    return h
def params(k):
    state = 0x747261696e707265
    def nxt():
        nonlocal state
        state = (state + 0x9e3779b97f4a7c15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & M64
        z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & M64
        return z ^ (z >> 31)
    a, b = [], []
    for i in range(k):
        a.append(nxt() % (P - 1) + 1)
        b.append(nxt() % P)
    return a, b
def shingles(text, n):
    w = text.split(' ')
    if len(w) < n:
        return {' '.join(w)}
    return {' '.join(w[i:i+n]) for i in range(len(w) - n + 1)}
def signature(text, n, a, b):
    xs = [(fnv(s.encode('ascii')) >> 3) % P for s in shingles(text, n)]
    return [min((ai * x + bi) % P for x in xs) for ai, bi in zip(a, b)]
def band_hash(sig, start, rows):
    return fnv(b''.join(v.to_bytes(8, 'big') for v in sig[start:start+rows]))
if __name__ == '__main__':
    n, k = int(sys.argv[1]), int(sys.argv[2])
    a, b = params(k)
    for line in sys.stdin:
        t = line.rstrip('\n')
        print(' '.join(str(v) for v in signature(t, n, a, b)))
