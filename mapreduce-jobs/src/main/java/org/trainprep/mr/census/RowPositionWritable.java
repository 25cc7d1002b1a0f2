package org.trainprep.mr.census;

import org.apache.hadoop.io.WritableComparable;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/** Where a row was read: the input file's index in the job's ordered file list, and the byte offset. */
public final class RowPositionWritable implements WritableComparable<RowPositionWritable> {

    private int fileIndex;
    private long offset;

    public RowPositionWritable set(int fileIndex, long offset) {
        this.fileIndex = fileIndex;
        this.offset = offset;
        return this;
    }

    public int fileIndex() {
        return fileIndex;
    }

    public long offset() {
        return offset;
    }

    @Override
    public void write(DataOutput out) throws IOException {
        out.writeInt(fileIndex);
        out.writeLong(offset);
    }

    @Override
    public void readFields(DataInput in) throws IOException {
        fileIndex = in.readInt();
        offset = in.readLong();
    }

    @Override
    public int compareTo(RowPositionWritable o) {
        int c = Integer.compare(fileIndex, o.fileIndex);
        return c != 0 ? c : Long.compare(offset, o.offset);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RowPositionWritable p && p.fileIndex == fileIndex && p.offset == offset;
    }

    @Override
    public int hashCode() {
        return 31 * fileIndex + Long.hashCode(offset);
    }
}
