package org.trainprep.mr.reviews;

import org.apache.hadoop.io.Writable;
import org.apache.hadoop.io.WritableUtils;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/** One encoded trainer row (token ids then label), handed to {@link H5PartOutputFormat}. */
public final class RowWritable implements Writable {

    private int[] values = new int[0];

    public int[] values() {
        return values;
    }

    public RowWritable set(int[] row) {
        this.values = row;
        return this;
    }

    @Override
    public void write(DataOutput out) throws IOException {
        WritableUtils.writeVInt(out, values.length);
        for (int v : values) {
            WritableUtils.writeVInt(out, v);
        }
    }

    @Override
    public void readFields(DataInput in) throws IOException {
        int n = WritableUtils.readVInt(in);
        if (values.length != n) {
            values = new int[n];
        }
        for (int i = 0; i < n; i++) {
            values[i] = WritableUtils.readVInt(in);
        }
    }
}
