"""A tokenized parallel corpus of issue 33's shape, for bin/bench parallel-peers.

PAIRS lines a side (default 400,000), 10-45 tokens a line (28 on average: about 22 M words in all),
words drawn by a Zipf law (s = 1.05) from 200,000 syllable-built words a language (the two sides'
syllables differ), punctuation tokens among them; seeded, so every run writes the same bytes.
Prints the words and the distinct words written.

usage: parallel_corpus.py SRC TGT [PAIRS] [SEED]
"""
import itertools
import random
import sys

SYLLABLES = {
    "src": ["th", "er", "on", "an", "re", "he", "in", "ed", "nd", "ha", "at", "en", "es", "of", "or", "nt", "ea",
            "ti", "to", "it", "st", "io", "le", "is", "ou", "ar", "as", "de", "rt", "ve"],
    "tgt": ["en", "er", "ch", "de", "ei", "in", "te", "nd", "ie", "ge", "st", "ne", "be", "es", "un", "re", "an",
            "he", "au", "ng", "se", "it", "di", "ic", "sc", "le", "da", "ns", "ss", "zu"],
}
PUNCTUATION = [",", ".", "&apos;s", "(", ")", ":", "?", "&quot;", "-"]


def vocabulary(rng, syllables, n):
    words, seen = [], set()
    while len(words) < n:
        w = "".join(rng.choice(syllables) for _ in range(rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 5, 6))))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


def main(src, tgt, pairs=400_000, seed=7):
    rng = random.Random(seed)
    weights = list(itertools.accumulate(1 / (r ** 1.05) for r in range(1, 200_001)))
    total = distinct = 0
    for path, side in ((src, "src"), (tgt, "tgt")):
        words = vocabulary(rng, SYLLABLES[side], 200_000)
        used = set()
        with open(path, "w", encoding="utf-8") as out:
            for _ in range(pairs):
                line = rng.choices(words, cum_weights=weights, k=rng.randint(10, 45))
                if rng.random() < 0.8:
                    line[rng.randrange(len(line))] = rng.choice(PUNCTUATION)
                used.update(line)
                total += len(line)
                out.write(" ".join(line) + "\n")
        distinct += len(used)
    print(f"parallel corpus: {pairs:,} pairs, {total:,} words, {distinct:,} distinct words (both sides)")


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) not in (2, 3, 4):
        sys.exit("usage: parallel_corpus.py SRC TGT [PAIRS] [SEED]")
    main(a[0], a[1], *(int(x) for x in a[2:]))
