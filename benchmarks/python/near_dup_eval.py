"""Near-duplicate removal judged against the truth, and datasketch's MinHashLSH on the same texts.

    near_dup_eval.py INPUT.json OUTPUT_DIR THRESHOLD [--shingle N] [--brute] [--datasketch PATH] [--bands B --rows R]

INPUT.json is the review file a `bin/pipeline reviews --near-dup THRESHOLD` run read (one file), OUTPUT_DIR
its output. Texts are cleaned as docs/FORMAT.md section 1 says (the same rules as TextCleaner) and named by
their first line's byte offset, as the run names them. A text "should go" when an earlier text (by that
position) has an exact shingle Jaccard >= THRESHOLD with it (--brute: every pair of distinct texts compared,
for small inputs); the run's removals are in OUTPUT_DIR/_near_duplicates/. Printed: precision and recall of
the removed texts against that truth.

--datasketch PATH (a checkout of ekzhu/datasketch, run from source) adds datasketch's MinHashLSH on the same
distinct texts in input order, each text queried before it is inserted and removed when any earlier text
comes back (its usual dedup loop), with the same bands and rows: its time, and its precision and recall
against the same truth when --brute is given.
"""
import json
import re
import sys
import time

STOP = None


def stop_words():
    global STOP
    if STOP is None:
        path = __file__.rsplit('/benchmarks/', 1)[0] + \
            '/preprocess-core/src/main/resources/org/trainprep/core/reviews/stopwords-en.txt'
        STOP = set(l.strip() for l in open(path, encoding='utf-8') if l.strip() and not l.startswith('#'))
    return STOP


NOT_KEPT = re.compile(r"[^a-zA-Z' ]+")


def clean(text):
    t = NOT_KEPT.sub('', text).lower()
    return ' '.join(w for w in t.split(' ') if w and w not in stop_words())


def shingles(text, n):
    w = text.split(' ')
    if len(w) < n:
        return {' '.join(w)}
    return {' '.join(w[i:i + n]) for i in range(len(w) - n + 1)}


def distinct_texts(path, text_field='reviewText'):
    """Each distinct cleaned text with the offset of its first line, in input order."""
    first = {}
    offset = 0
    with open(path, 'rb') as f:
        for raw in f:
            line = raw.decode('utf-8', 'replace').strip()
            if line.startswith('['):
                line = line[1:]
            line = line.rstrip(',')
            try:
                o = json.loads(line)
                t = o.get(text_field) if isinstance(o, dict) else None
            except ValueError:
                t = None
            if isinstance(t, str):
                c = clean(t)
                if c and c not in first:
                    first[c] = offset
            offset += len(raw)
    return sorted(first.items(), key=lambda e: e[1])


def truth(texts, n, threshold):
    """Offsets of the texts an earlier text is at least `threshold` similar to (exact Jaccard)."""
    sets = [shingles(t, n) for t, _ in texts]
    index = {}
    should = set()
    for i, s in enumerate(sets):
        seen = set()
        for sh in s:
            for j in index.get(sh, ()):
                if j in seen:
                    continue
                seen.add(j)
                inter = len(s & sets[j])
                if inter / (len(s) + len(sets[j]) - inter) >= threshold:
                    should.add(texts[i][1])
                    break
            if texts[i][1] in should:
                break
        for sh in s:
            index.setdefault(sh, []).append(i)
    return should


def planted_truth(path):
    """From NearDuplicateGenerator's truth file: the near copies (should go), and each line's kind by offset."""
    kinds = {}
    for line in open(path, encoding='utf-8'):
        offset, kind, base = line.rstrip('\n').split('\t')
        kinds[int(offset)] = kind
    return {o for o, k in kinds.items() if k == 'near'}, kinds


def removed_by_run(out_dir):
    import glob
    removed = set()
    for f in sorted(glob.glob(out_dir + '/_near_duplicates/*.jsonl')):
        for line in open(f, encoding='utf-8'):
            removed.add(json.loads(line)['removed']['offset'])
    return removed


def pr(removed, should):
    tp = len(removed & should)
    precision = tp / len(removed) if removed else 1.0
    recall = tp / len(should) if should else 1.0
    return precision, recall, tp


def run_datasketch(path, texts, n, bands, rows):
    sys.path.insert(0, path)
    from datasketch import MinHash, MinHashLSH
    start = time.time()
    lsh = MinHashLSH(num_perm=bands * rows, params=(bands, rows))
    removed = set()
    for t, offset in texts:
        m = MinHash(num_perm=bands * rows)
        m.update_batch([s.encode('ascii') for s in shingles(t, n)])
        if lsh.query(m):
            removed.add(offset)
        else:
            lsh.insert(offset, m)
    return removed, time.time() - start


def main(argv):
    path, out_dir, threshold = argv[0], argv[1], float(argv[2])
    n = 3
    brute = '--brute' in argv
    ds = None
    bands = rows = None
    for i, a in enumerate(argv):
        if a == '--shingle':
            n = int(argv[i + 1])
        if a == '--datasketch':
            ds = argv[i + 1]
        if a == '--bands':
            bands = int(argv[i + 1])
        if a == '--rows':
            rows = int(argv[i + 1])
    texts = distinct_texts(path)
    print(f'{len(texts):,} distinct cleaned texts, {n}-word shingles, threshold {threshold}')
    removed = removed_by_run(out_dir)
    should = truth(texts, n, threshold) if brute else None
    kinds = None
    if '--truth' in argv:
        planted, kinds = planted_truth(argv[argv.index('--truth') + 1])
        # a near copy whose change was only stop words is an exact copy: exact dedup took it, it is no distinct text
        first = {o for _, o in texts}
        should = planted & first

    def by_kind(got):
        if kinds is None:
            return ''
        count = lambda k: sum(1 for o in got if kinds.get(o) == k)
        total = lambda k: sum(1 for o in first if kinds.get(o) == k)
        return f' (near copies {count("near"):,} of {total("near"):,}, far variants {count("far"):,} of {total("far"):,},' \
               f' bases {count("base"):,} of {total("base"):,})'

    if should is not None:
        p, r, tp = pr(removed, should)
        print(f'trainprep: removed {len(removed):,}, should go {len(should):,}, both {tp:,}: '
              f'precision {p:.4f}, recall {r:.4f}' + by_kind(removed))
    else:
        print(f'trainprep: removed {len(removed):,}')
    if ds:
        got, secs = run_datasketch(ds, texts, n, bands, rows)
        line = f'datasketch MinHashLSH ({bands} x {rows}): removed {len(got):,} in {secs:.1f} s'
        if should is not None:
            p, r, tp = pr(got, should)
            line += f': precision {p:.4f}, recall {r:.4f}' + by_kind(got)
        line += f'; removed by both {len(got & removed):,}'
        print(line)


if __name__ == '__main__':
    main(sys.argv[1:])
