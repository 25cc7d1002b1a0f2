package org.trainprep.mr.reviews;

import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.WritableComparable;
import org.apache.hadoop.io.WritableComparator;
import org.apache.hadoop.io.WritableUtils;
import org.trainprep.core.reviews.TextOrder;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Job 1's shuffle key: a cleaned text with its {@link TextOrder} hash in front, so the sort
 * compares eight bytes and only looks at the text on a hash tie ({@link Comparator}, raw), and the
 * rows come out in {@link TextOrder} whatever the reducer count. Serialised as the hash (8 bytes)
 * then the text as {@link Text} writes it.
 */
public final class HashedText implements WritableComparable<HashedText> {

    private final Text text = new Text();
    private long hash;

    public HashedText set(String cleaned) {
        // a cleaned text is ASCII (a-z, ' and spaces): a plain copy, not Text's CharsetEncoder
        text.set(cleaned.getBytes(StandardCharsets.US_ASCII));
        hash = TextOrder.hash(text.getBytes(), 0, text.getLength());
        return this;
    }

    public long hash() {
        return hash;
    }

    public Text text() {
        return text;
    }

    @Override
    public void write(DataOutput out) throws IOException {
        out.writeLong(hash);
        text.write(out);
    }

    @Override
    public void readFields(DataInput in) throws IOException {
        hash = in.readLong();
        text.readFields(in);
    }

    @Override
    public int compareTo(HashedText o) {
        return TextOrder.compare(hash, text.getBytes(), 0, text.getLength(), o.hash, o.text.getBytes(), 0,
                o.text.getLength());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HashedText h && hash == h.hash && text.equals(h.text);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    @Override
    public String toString() {
        return text.toString();
    }

    /** The sort (and grouping) order on the serialised bytes, without deserialising. */
    public static final class Comparator extends WritableComparator {

        private static final VarHandle BIG_ENDIAN_LONG =
                MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

        public Comparator() {
            super(HashedText.class);
        }

        @Override
        public int compare(byte[] b1, int s1, int l1, byte[] b2, int s2, int l2) {
            // most keys differ in the hash: decide on it before decoding the texts' lengths
            int c = Long.compareUnsigned((long) BIG_ENDIAN_LONG.get(b1, s1), (long) BIG_ENDIAN_LONG.get(b2, s2));
            if (c != 0) {
                return c;
            }
            try {
                int n1 = WritableUtils.decodeVIntSize(b1[s1 + 8]);
                int n2 = WritableUtils.decodeVIntSize(b2[s2 + 8]);
                int len1 = readVInt(b1, s1 + 8);
                int len2 = readVInt(b2, s2 + 8);
                return Arrays.compareUnsigned(b1, s1 + 8 + n1, s1 + 8 + n1 + len1, b2, s2 + 8 + n2, s2 + 8 + n2 + len2);
            } catch (IOException e) {
                throw new IllegalArgumentException("not a HashedText", e);
            }
        }
    }
}
