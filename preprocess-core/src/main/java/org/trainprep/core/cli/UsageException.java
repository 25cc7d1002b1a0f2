package org.trainprep.core.cli;

/**
 * Bad command-line arguments. The message is one line naming the fix; entry points print it and
 * exit with {@link #EXIT_CODE} instead of a stack trace.
 */
public final class UsageException extends Exception {

    public static final int EXIT_CODE = 2;

    public UsageException(String message) {
        super(message);
    }
}
