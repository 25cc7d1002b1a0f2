package org.trainprep.core.stage;

import java.io.IOException;
import java.util.Arrays;

/**
 * What a task emits into a shuffle with a {@link Shuffle.Combiner}, merged by key in the task
 * before the engine sorts it: a bounded table of keys and values, handed on whole whenever it is
 * full and at the end ({@link #flush}), so a key repeated within a task crosses the shuffle about
 * once per table instead of once per record (the review chain's vocabulary pass read 3.2 M word
 * counts to sum 570 k words). Keys that hardly repeat would only be copied once more: if the first
 * {@link #JUDGED_AFTER} records, or the first full table if it fills before, merged fewer than one
 * record in {@link #MIN_MERGED_SHARE}, the table is handed on and every later record goes straight
 * on. Either way the engine's own merging is untouched, and what reaches the group
 * function is the same, since a combiner is associative and commutative.
 *
 * <p>Memory: {@code bytes} at most (the records' bytes in one array, an index of two {@code int}s a
 * slot). The table starts small ({@link #FIRST_BYTES}) and doubles as it fills, up to that: a task
 * of a few records took the whole table at its first record, 16 MB allocated and zeroed, and a
 * folder of 2,000 small files spent 2.2 s of its 40 s of CPU zeroing them (docs/BENCHMARKS.md).
 */
public final class CombiningBuffer {

    /** Where merged records go. */
    @FunctionalInterface
    public interface Sink {
        void emit(byte[] key, byte[] value) throws IOException;
    }

    /** The largest table a task takes: some 250 k short keys; a bigger one merged no more of the vocabulary pass. */
    public static final int MAX_BYTES = 16 << 20;

    /** The smallest: below it, a task's table is too small to find a key again before handing it on. */
    static final int MIN_BYTES = 1 << 20;

    /** The table's size at its first record, before it grows. */
    static final int FIRST_BYTES = 64 << 10;

    /** The table for a task that may give it {@code memory} bytes, between {@link #MIN_BYTES} and {@link #MAX_BYTES}. */
    public static int bytesWithin(long memory) {
        return (int) Math.max(MIN_BYTES, Math.min(MAX_BYTES, memory));
    }

    // one record in ten: the vocabulary pass's first table merges 47%, the dedup pass's 5% of realistic
    // reviews, which cost more to hash and copy than the shuffle saves
    private static final int MIN_MERGED_SHARE = 10;

    /**
     * Records enough to judge by: a review text's copies and a corpus's common words meet within
     * them as they do in a whole table. Judging only at the first full table (some 40,000 review
     * texts) held three quarters of a local map task's records, hashed and copied twice, for nothing:
     * 0.7 s of a 1 M review run's 22 s of CPU (docs/BENCHMARKS.md).
     */
    static final int JUDGED_AFTER = 8192;

    private final Shuffle.Combiner combiner;
    private final Sink sink;
    // the table's sizes once grown to its bound
    private final int maxSlots;
    private final int maxArena;
    // records as [key length][value length][key][value], appended; a merged value of another
    // length is appended anew
    private byte[] arena;
    private int used;
    // per slot: 1 + the record's offset in the arena (0: empty), and its key's hash
    private int[] offsets;
    private int[] hashes;
    private int entries;
    private long added;
    private boolean judged;
    private boolean straight;

    public CombiningBuffer(Shuffle.Combiner combiner, Sink sink, int bytes) {
        this.combiner = combiner;
        this.sink = sink;
        maxSlots = Integer.highestOneBit(Math.max(64, bytes / 4 / 8));
        maxArena = Math.max(1024, bytes - 8 * maxSlots);
    }

    /** Merges {@code value} into what the table holds for {@code key}, or holds it. */
    public void add(byte[] key, byte[] value) throws IOException {
        if (straight) {
            sink.emit(key, value);
            return;
        }
        if (arena == null) {
            int slots = Math.min(maxSlots, Integer.highestOneBit(Math.max(64, FIRST_BYTES / 4 / 8)));
            offsets = new int[slots];
            hashes = new int[slots];
            arena = new byte[Math.min(maxArena, Math.max(1024, FIRST_BYTES - 8 * slots))];
        }
        added++;
        int h = hash(key);
        int mask = offsets.length - 1;
        int slot = h & mask;
        for (int at; (at = offsets[slot]) != 0; slot = (slot + 1) & mask) {
            if (hashes[slot] == h && sameKey(at - 1, key)) {
                merge(slot, at - 1, value);
                return;
            }
        }
        hold(h, key, value);
        if (!judged && added >= JUDGED_AFTER) {
            judge();
        }
    }

    /** Whether merging pays, from what the records so far merged; if not, the table goes on and is dropped. */
    private void judge() throws IOException {
        judged = true;
        if ((added - entries) * MIN_MERGED_SHARE < added) {
            flush();
            straight = true;
            arena = null;
            offsets = null;
            hashes = null;
        }
    }

    /** Puts a record of no key held in the table, handing the table on first when it is full. */
    private void hold(int h, byte[] key, byte[] value) throws IOException {
        if (straight || 8 + key.length + value.length > maxArena) {
            sink.emit(key, value);
            return;
        }
        if (!fits(8 + key.length + value.length)) {
            flush();
            if (straight) {
                sink.emit(key, value);
                return;
            }
            // the slots were full, not the arena, which may still be smaller than this record
            if (!fits(8 + key.length + value.length)) {
                throw new IllegalStateException("an empty table has no room for a record within its bound");
            }
        }
        int mask = offsets.length - 1;
        int slot = h & mask;
        while (offsets[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        offsets[slot] = 1 + append(key, value);
        hashes[slot] = h;
        entries++;
    }

    /** Hands on every record held and empties the table; the first time a full table was flushed, judges whether merging pays. */
    public void flush() throws IOException {
        if (arena == null) {
            return;
        }
        for (int slot = 0; slot < offsets.length; slot++) {
            int at = offsets[slot];
            if (at != 0) {
                int p = at - 1;
                int k = intAt(p);
                int v = intAt(p + 4);
                sink.emit(Arrays.copyOfRange(arena, p + 8, p + 8 + k), Arrays.copyOfRange(arena, p + 8 + k, p + 8 + k + v));
            }
        }
        boolean judging = !judged;
        judged = true;
        if (judging) {
            straight = (added - entries) * MIN_MERGED_SHARE < added;
        }
        Arrays.fill(offsets, 0);
        used = 0;
        entries = 0;
        added = 0;
        if (straight) {
            arena = null;
            offsets = null;
            hashes = null;
        }
    }

    private void merge(int slot, int p, byte[] value) throws IOException {
        int k = intAt(p);
        int v = intAt(p + 4);
        byte[] merged = combiner.merge(Arrays.copyOfRange(arena, p + 8 + k, p + 8 + k + v), value);
        if (merged.length == v) {
            System.arraycopy(merged, 0, arena, p + 8 + k, v);
            return;
        }
        byte[] key = Arrays.copyOfRange(arena, p + 8, p + 8 + k);
        if (used + 8 + k + merged.length > arena.length && !grownFor(8 + k + merged.length)) {
            // no room for the longer value: the table goes on, and the merged record starts the next one
            int h = hashes[slot];
            flush();
            hold(h, key, merged);
            return;
        }
        offsets[slot] = 1 + append(key, merged);
    }

    /** The bytes the table takes now: its arena and its two arrays of slots. */
    long tableBytes() {
        return arena == null ? 0 : arena.length + 8L * offsets.length;
    }

    /** Whether one more record of {@code length} bytes fits, the table grown for it if it may be. */
    private boolean fits(int length) {
        if ((entries + 1) * 2 > offsets.length) {
            if (offsets.length == maxSlots) {
                return false;
            }
            rehash(offsets.length * 2);
        }
        return used + length <= arena.length || grownFor(length);
    }

    /** Whether the arena, doubled as often as needed up to its bound, now has room for {@code length} more bytes. */
    private boolean grownFor(int length) {
        if (used + (long) length > maxArena) {
            return false;
        }
        int size = arena.length;
        while (used + length > size) {
            size = (int) Math.min(maxArena, 2L * size);
        }
        arena = Arrays.copyOf(arena, size);
        return true;
    }

    /** The slots grown to {@code slots}, each held record put back in its place. */
    private void rehash(int slots) {
        int[] oldOffsets = offsets;
        int[] oldHashes = hashes;
        offsets = new int[slots];
        hashes = new int[slots];
        int mask = slots - 1;
        for (int i = 0; i < oldOffsets.length; i++) {
            if (oldOffsets[i] != 0) {
                int slot = oldHashes[i] & mask;
                while (offsets[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                offsets[slot] = oldOffsets[i];
                hashes[slot] = oldHashes[i];
            }
        }
    }

    private int append(byte[] key, byte[] value) {
        int p = used;
        putInt(p, key.length);
        putInt(p + 4, value.length);
        System.arraycopy(key, 0, arena, p + 8, key.length);
        System.arraycopy(value, 0, arena, p + 8 + key.length, value.length);
        used += 8 + key.length + value.length;
        return p;
    }

    private boolean sameKey(int p, byte[] key) {
        return intAt(p) == key.length && Arrays.equals(arena, p + 8, p + 8 + key.length, key, 0, key.length);
    }

    // eight bytes a step: with a byte a step over the dedup's ~340-byte keys, probing the table was 5% of a
    // 1 M-review run's samples, most of them in this loop
    private static int hash(byte[] key) {
        long h = 0x9E3779B97F4A7C15L ^ key.length;
        int i = 0;
        for (; i + 8 <= key.length; i += 8) {
            h = (h ^ (long) LONGS.get(key, i)) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        for (; i < key.length; i++) {
            h = (h ^ key[i]) * 0x100000001b3L;
        }
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 32));
    }

    private static final java.lang.invoke.VarHandle LONGS = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
            long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    private int intAt(int p) {
        return (arena[p] & 0xff) << 24 | (arena[p + 1] & 0xff) << 16 | (arena[p + 2] & 0xff) << 8 | arena[p + 3] & 0xff;
    }

    private void putInt(int p, int v) {
        arena[p] = (byte) (v >>> 24);
        arena[p + 1] = (byte) (v >>> 16);
        arena[p + 2] = (byte) (v >>> 8);
        arena[p + 3] = (byte) v;
    }
}
