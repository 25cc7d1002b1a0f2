package org.trainprep.merge;

import io.jhdf.HdfFile;
import io.jhdf.api.Dataset;
import io.jhdf.api.Group;
import io.jhdf.api.Node;
import io.jhdf.api.dataset.ContiguousDataset;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.PartDatasets;
import org.trainprep.core.h5.RandomAccessSource;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A part whose datasets merge by path ({@link org.trainprep.core.h5.MatrixFileType.Merging#DATASETS}),
 * opened: its root attributes, and every dataset (at the root or one group down) with its shape
 * and where its bytes lie, in data order. Opening reads only the header and checks every dataset
 * is contiguous and inside the file, so a truncated or foreign part fails here, named.
 */
final class DatasetPart implements PartDatasets, Closeable {

    /** One dataset: its path and shape, and its bytes' place in the part. */
    record Located(HeaderFirstFile.Dataset shape, long address) {
        long bytes() {
            return shape.rows() * shape.columns() * shape.type().size();
        }
    }

    private final RandomAccessSource source;
    private final HdfFile h5;
    private final FileAttributes attributes;
    private final Map<String, Located> datasets;

    private DatasetPart(RandomAccessSource source, HdfFile h5, FileAttributes attributes, Map<String, Located> datasets) {
        this.source = source;
        this.h5 = h5;
        this.attributes = attributes;
        this.datasets = datasets;
    }

    /** Reads the part's header; owns {@code source} from here, closing it if opening fails. */
    static DatasetPart open(RandomAccessSource source) throws IOException {
        String name = source.uri().toString();
        HdfFile h5 = null;
        try {
            long size = source.size();
            // kept open with the part: jhdf reads through the source's channel
            h5 = source.hdfFile();
            List<Located> found = new ArrayList<>();
            for (Node n : h5.getChildren().values()) {
                if (n instanceof Group g) {
                    for (Node c : g.getChildren().values()) {
                        found.add(locate(name, c, size));
                    }
                } else {
                    found.add(locate(name, n, size));
                }
            }
            found.sort(Comparator.comparingLong(Located::address));
            Map<String, Located> datasets = new LinkedHashMap<>();
            found.forEach(d -> datasets.put(d.shape().name(), d));
            if (datasets.isEmpty()) {
                throw new IncompatiblePartsException(name + ": holds no datasets");
            }
            return new DatasetPart(source, h5, FileAttributes.read(h5), datasets);
        } catch (IOException | RuntimeException e) {
            if (h5 != null) {
                h5.close();
            }
            source.close();
            if (e instanceof IOException io) {
                throw io;
            }
            throw new IncompatiblePartsException(name + ": not a readable HDF5 part (" + e.getMessage() + ")");
        }
    }

    private static Located locate(String name, Node n, long fileSize) throws IncompatiblePartsException {
        String path = n.getPath().replaceAll("^/+", "");
        if (!(n instanceof Dataset ds)) {
            throw new IncompatiblePartsException(name + ": '" + path + "' is neither a dataset nor a group of datasets");
        }
        if (!(ds instanceof ContiguousDataset cd)) {
            throw new IncompatiblePartsException(name + ": dataset '" + path
                    + "' is chunked; only contiguous parts (as the jobs write them) can be merged");
        }
        long[] dims = ds.getDimensionsAsLong();
        ElementType type = ElementType.fromHdf(ds.getDataType());
        if (type == null || dims.length < 1 || dims.length > 2 || dims.length == 2 && dims[1] > Integer.MAX_VALUE) {
            throw new IncompatiblePartsException(name + ": dataset '" + path
                    + "' is not a little-endian int8/int32/int64/float32 vector or matrix");
        }
        HeaderFirstFile.Dataset shape = new HeaderFirstFile.Dataset(path, dims[0], dims.length == 2 ? (int) dims[1] : 1,
                type, dims.length == 1);
        Located d = new Located(shape, cd.getDataAddress());
        if (d.address() < 0 || d.address() + d.bytes() > fileSize) {
            throw new IncompatiblePartsException(name + ": dataset '" + path + "' needs bytes up to "
                    + (d.address() + d.bytes()) + " but the file has " + fileSize + " (truncated?)");
        }
        return d;
    }

    String fileName() {
        return source.fileName();
    }

    String name() {
        return source.uri().toString();
    }

    RandomAccessSource source() {
        return source;
    }

    FileAttributes attributes() {
        return attributes;
    }

    /** Every dataset, in data order. */
    List<Located> datasets() {
        return List.copyOf(datasets.values());
    }

    Located dataset(String path) throws IncompatiblePartsException {
        Located d = datasets.get(path);
        if (d == null) {
            throw new IncompatiblePartsException(name() + ": no dataset '" + path + "'");
        }
        return d;
    }

    @Override
    public long rows(String path) throws IOException {
        return dataset(path).shape().rows();
    }

    @Override
    public InputStream open(String path) throws IOException {
        Located d = dataset(path);
        return source.open(d.address(), d.bytes());
    }

    @Override
    public void close() throws IOException {
        try {
            h5.close();
        } finally {
            source.close();
        }
    }
}
