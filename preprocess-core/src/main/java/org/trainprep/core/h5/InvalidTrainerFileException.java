package org.trainprep.core.h5;

import java.io.IOException;

/** A file that is not a readable trainer file or part: corrupt, truncated, or of another layout. */
public final class InvalidTrainerFileException extends IOException {
    public InvalidTrainerFileException(String message) {
        super(message);
    }

    public InvalidTrainerFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
