package org.trainprep.core.h5;

import io.jhdf.AbstractWritableNode;
import io.jhdf.HdfFile;
import io.jhdf.ObjectHeader;
import io.jhdf.api.Attribute;
import io.jhdf.api.Group;
import io.jhdf.api.NodeType;
import io.jhdf.api.WritableDataset;
import io.jhdf.exceptions.HdfWritingException;
import io.jhdf.filter.PipelineFilterWithData;
import io.jhdf.object.datatype.DataType;
import io.jhdf.object.message.AttributeInfoMessage;
import io.jhdf.object.message.AttributeMessage;
import io.jhdf.object.message.DataLayout;
import io.jhdf.object.message.DataLayoutMessage.ContiguousDataLayoutMessage;
import io.jhdf.object.message.DataSpace;
import io.jhdf.object.message.DataSpaceMessage;
import io.jhdf.object.message.DataTypeMessage;
import io.jhdf.object.message.FillValueMessage;
import io.jhdf.object.message.Message;
import io.jhdf.storage.HdfFileChannel;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A contiguous 2-D or 1-D dataset whose bytes come from a {@link MatrixSource} at write time, on
 * jhdf's {@link WritableDataset} extension point. jhdf's own {@code putDataset(name, array)}
 * keeps every array in the heap until {@code close()}; this one streams, so a file may be far
 * larger than the heap.
 *
 * <p>Layout mirrors jhdf's {@code WritableDatasetImpl} contiguous path: a version 2 object
 * header (datatype, dataspace, no fill, layout, attributes), then the raw data directly after
 * it. The layout message's address is only known once the header size is, so the header is
 * written last, in place, with the same size.
 */
final class StreamingMatrixDataset extends AbstractWritableNode implements WritableDataset {

    private final MatrixSource source;
    private final DataType dataType;
    private final DataSpace dataSpace;
    /** Where the data already is or will be put by someone else; -1 to stream it after the header. */
    private final long placedAddress;

    StreamingMatrixDataset(Group parent, String name, MatrixSource source) {
        this(parent, name, source, -1);
    }

    /**
     * Only the object header, pointing at data that lives at {@code dataAddress}: the header-first
     * layout ({@link HeaderFirstFile}) writes every header before any data.
     */
    static StreamingMatrixDataset placed(Group parent, String name, MatrixSource shape, long dataAddress) {
        if (dataAddress < 0) {
            throw new IllegalArgumentException("data address must be >= 0, was " + dataAddress);
        }
        return new StreamingMatrixDataset(parent, name, shape, dataAddress);
    }

    private StreamingMatrixDataset(Group parent, String name, MatrixSource source, long placedAddress) {
        super(parent, name);
        this.source = source;
        this.placedAddress = placedAddress;
        this.dataType = source.type().toHdf();
        // DataSpace has no public constructor from dimensions; derive one from a tiny array.
        if (source.vector() && source.columns() != 1) {
            throw new IllegalArgumentException("a 1-D dataset has one column");
        }
        this.dataSpace = source.vector()
                ? DataSpace.modifyDimensions(DataSpace.fromObject(new int[1]), new long[]{source.rows()})
                : DataSpace.modifyDimensions(DataSpace.fromObject(new int[1][1]), new long[]{source.rows(), source.columns()});
    }

    @Override
    public long write(HdfFileChannel hdfFileChannel, long position) {
        List<Message> messages = new ArrayList<>();
        messages.add(DataTypeMessage.create(dataType));
        messages.add(DataSpaceMessage.create(dataSpace));
        messages.add(FillValueMessage.NO_FILL);
        ContiguousDataLayoutMessage placeholder = ContiguousDataLayoutMessage.create(-1L, -1L);
        messages.add(placeholder);
        if (!getAttributes().isEmpty()) {
            messages.add(AttributeInfoMessage.create());
            for (Map.Entry<String, Attribute> a : getAttributes().entrySet()) {
                messages.add(AttributeMessage.create(a.getKey(), a.getValue()));
            }
        }
        int headerSize = new ObjectHeader.ObjectHeaderV2(position, messages).toBuffer().limit();
        long expected = source.sizeInBytes();
        if (placedAddress >= 0) {
            messages.set(messages.indexOf(placeholder), ContiguousDataLayoutMessage.create(placedAddress, expected));
            hdfFileChannel.write(new ObjectHeader.ObjectHeaderV2(position, messages).toBuffer(), position);
            return position + headerSize;
        }
        long dataAddress = position + headerSize;

        FileChannel channel = hdfFileChannel.getFileChannel();
        try {
            channel.position(dataAddress);
            source.writeTo(channel);
            long written = channel.position() - dataAddress;
            if (written != expected) {
                throw new HdfWritingException("dataset '" + getName() + "': source wrote " + written
                        + " bytes, its shape needs " + expected);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("writing dataset '" + getName() + "'", e);
        }

        messages.set(messages.indexOf(placeholder), ContiguousDataLayoutMessage.create(dataAddress, expected));
        hdfFileChannel.write(new ObjectHeader.ObjectHeaderV2(position, messages).toBuffer(), position);
        return dataAddress + expected;
    }

    @Override
    public long getSize() {
        return dataSpace.getTotalLength();
    }

    @Override
    public long getSizeInBytes() {
        return source.sizeInBytes();
    }

    @Override
    public long getStorageInBytes() {
        return source.sizeInBytes();
    }

    @Override
    public int[] getDimensions() {
        return dataSpace.getDimensions();
    }

    @Override
    public long[] getDimensionsAsLong() {
        return dataSpace.getDimensionsAsLong();
    }

    @Override
    public boolean isScalar() {
        return false;
    }

    @Override
    public boolean isEmpty() {
        return false;
    }

    @Override
    public boolean isCompound() {
        return false;
    }

    @Override
    public boolean isVariableLength() {
        return false;
    }

    @Override
    public long[] getMaxSize() {
        return dataSpace.getMaxSizes();
    }

    @Override
    public DataLayout getDataLayout() {
        return DataLayout.CONTIGUOUS;
    }

    @Override
    public Object getData() {
        throw new UnsupportedOperationException("a streaming dataset's data exists only once written");
    }

    @Override
    public Object getDataFlat() {
        return getData();
    }

    @Override
    public Object getData(long[] sliceOffset, int[] sliceDimensions) {
        return getData();
    }

    @Override
    public Class<?> getJavaType() {
        return dataType.getJavaType();
    }

    @Override
    public DataType getDataType() {
        return dataType;
    }

    @Override
    public Object getFillValue() {
        return null;
    }

    @Override
    public List<PipelineFilterWithData> getFilters() {
        return Collections.emptyList();
    }

    @Override
    public NodeType getType() {
        return NodeType.DATASET;
    }

    @Override
    public boolean isGroup() {
        return false;
    }

    @Override
    public File getFile() {
        return getParent().getFile();
    }

    @Override
    public Path getFileAsPath() {
        return getParent().getFileAsPath();
    }

    @Override
    public HdfFile getHdfFile() {
        return getParent().getHdfFile();
    }

    @Override
    public long getAddress() {
        throw new HdfWritingException("address not known until written");
    }

    @Override
    public boolean isLink() {
        return false;
    }

    @Override
    public boolean isAttributeCreationOrderTracked() {
        return false;
    }
}
