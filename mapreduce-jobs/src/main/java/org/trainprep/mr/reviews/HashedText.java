package org.trainprep.mr.reviews;

import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.WritableComparable;
import org.apache.hadoop.io.WritableComparator;
import org.apache.hadoop.io.WritableUtils;
import org.trainprep.core.reviews.TextOrder;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

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
        text.set(cleaned);
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

        public Comparator() {
            super(HashedText.class);
        }

        @Override
        public int compare(byte[] b1, int s1, int l1, byte[] b2, int s2, int l2) {
            try {
                long h1 = readLong(b1, s1);
                long h2 = readLong(b2, s2);
                int n1 = WritableUtils.decodeVIntSize(b1[s1 + 8]);
                int n2 = WritableUtils.decodeVIntSize(b2[s2 + 8]);
                int len1 = readVInt(b1, s1 + 8);
                int len2 = readVInt(b2, s2 + 8);
                return TextOrder.compare(h1, b1, s1 + 8 + n1, len1, h2, b2, s2 + 8 + n2, len2);
            } catch (IOException e) {
                throw new IllegalArgumentException("not a HashedText", e);
            }
        }
    }
}
