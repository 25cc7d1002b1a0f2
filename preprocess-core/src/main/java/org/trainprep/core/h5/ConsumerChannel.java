package org.trainprep.core.h5;

import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.function.Consumer;

/**
 * A channel that hands every buffer written to it to a consumer that takes all of it (fills a heap
 * buffer, updates a digest), so {@link RandomAccessSource#copyTo} can feed something that is not a file.
 */
public record ConsumerChannel(Consumer<ByteBuffer> consumer) implements WritableByteChannel {

    @Override
    public int write(ByteBuffer src) {
        int n = src.remaining();
        consumer.accept(src);
        if (src.hasRemaining()) {
            throw new IllegalStateException("the consumer left " + src.remaining() + " of " + n + " bytes");
        }
        return n;
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public void close() {
    }
}
