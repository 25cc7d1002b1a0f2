package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configurable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.WritableComparator;
import org.trainprep.core.stage.Shuffle;


/**
 * A shuffle's key order on MapReduce, on the serialized keys (a {@code BytesWritable} is its
 * length in 4 bytes, then its bytes): the pass's {@link Shuffle.Order}, for sorting and grouping.
 */
public final class StageKeyOrder extends WritableComparator implements Configurable {

    private Configuration conf;
    private Shuffle.Order order;

    public StageKeyOrder() {
        super(BytesWritable.class);
    }

    @Override
    public int compare(byte[] a, int aOffset, int aLength, byte[] b, int bOffset, int bLength) {
        return order.compare(a, aOffset + 4, readInt(a, aOffset), b, bOffset + 4, readInt(b, bOffset));
    }

    /** The {@link Shuffle.Order#prefix} of a serialized key at {@code offset} of {@code bytes}. */
    static long prefix(Shuffle.Order order, byte[] bytes, int offset) {
        return order.prefix(bytes, offset + 4, readInt(bytes, offset));
    }

    @Override
    public int compare(Object a, Object b) {
        BytesWritable x = (BytesWritable) a;
        BytesWritable y = (BytesWritable) b;
        return order.compare(x.getBytes(), 0, x.getLength(), y.getBytes(), 0, y.getLength());
    }

    @Override
    public void setConf(Configuration conf) {
        this.conf = conf;
        order = ShuffleKeys.of(conf).order();
    }

    @Override
    public Configuration getConf() {
        return conf;
    }
}
