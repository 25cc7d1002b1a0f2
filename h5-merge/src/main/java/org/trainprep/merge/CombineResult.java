package org.trainprep.merge;

import org.trainprep.core.h5.MergedChecksums;
import org.trainprep.core.h5.ShardPlan;
import org.trainprep.core.h5.FileAttributes;

import java.util.List;

/**
 * What a merge produces: the dataset type's format, the merged file's attributes (see its {@link org.trainprep.core.h5.MatrixFileType}), how rows
 * were cut, what it was made from, its size, and its data checksums when every part recorded one.
 */
public record CombineResult(String format, FileAttributes attributes, String dtype, int rowWidth, ShardPlan plan,
                            List<String> parts, long bytes, java.util.Optional<MergedChecksums> checksums)
        implements MergeResult {

    @Override
    public long numRows() {
        return plan.totalRows();
    }

    @Override
    public long loaderRows() {
        return plan.loaderItems();
    }
}
