package org.trainprep.core.h5;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * A text file a dataset type publishes its merged rows as (see {@link MatrixFileType#textOutputs}):
 * the merge streams it to its place, digested, from the parts' datasets in part order.
 */
public interface TextOutput {

    /** The file's name in the output. */
    String name();

    /** Writes the whole file from {@code parts}, in part order. */
    void write(List<? extends PartDatasets> parts, OutputStream out) throws IOException;
}
