package org.trainprep.core.util;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An iterator over something read lazily (lines, records, files): subclasses only say how to
 * compute the next element, or null at the end. I/O errors surface as {@link UncheckedIOException}
 * from {@code hasNext}/{@code next}, since {@link Iterator} cannot throw checked ones.
 */
public abstract class LookaheadIterator<T> implements Iterator<T> {

    private T next;
    private boolean computed;

    /** The next element, or null when there are no more. */
    protected abstract T computeNext() throws IOException;

    @Override
    public final boolean hasNext() {
        if (!computed) {
            try {
                next = computeNext();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            computed = true;
        }
        return next != null;
    }

    @Override
    public final T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        computed = false;
        return next;
    }
}
