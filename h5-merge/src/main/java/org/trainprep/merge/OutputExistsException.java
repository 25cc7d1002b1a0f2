package org.trainprep.merge;

import java.io.IOException;

/** The combined file is already there and {@code --overwrite} was not given: a usage error, not a failure. */
public final class OutputExistsException extends IOException {
    public OutputExistsException(String message) {
        super(message);
    }
}
