package org.trainprep.core.h5;

import java.io.IOException;
import java.io.InputStream;

/** One part's datasets by path, as the merge read them from its header: what a {@link TextOutput} renders from. */
public interface PartDatasets {

    /** Rows of the dataset at {@code path} ({@code x}, or {@code train/x}). */
    long rows(String path) throws IOException;

    /** The dataset's bytes, front to back, read where the part lies. */
    InputStream open(String path) throws IOException;
}
