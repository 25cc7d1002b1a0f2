package org.trainprep.merge;

import java.io.IOException;

/** Parts that cannot be merged into one file: different width, dtype, vocabulary or labels, or none at all. */
public final class IncompatiblePartsException extends IOException {
    public IncompatiblePartsException(String message) {
        super(message);
    }
}
