package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;


/**
 * The compressions every job reads its input in: Hadoop's own (gzip, bzip2), plus zstd ({@code .zst},
 * common for big text dumps) through aircompressor's pure-Java codec, because Hadoop's
 * {@code ZStandardCodec} needs the native libhadoop, which local mode and CI lack and a client
 * cannot count on. Registered after Hadoop's service-loaded codecs, so it wins the {@code .zst} extension.
 */
public final class Codecs {

    /** Hadoop's {@code CommonConfigurationKeys.IO_COMPRESSION_CODECS_KEY}. */
    static final String CODECS_KEY = "io.compression.codecs";

    private Codecs() {
    }

    /** Adds the zstd codec to {@code conf}'s codec list (idempotent). */
    public static Configuration register(Configuration conf) {
        String zstd = io.airlift.compress.zstd.ZstdCodec.class.getName();
        String listed = conf.get(CODECS_KEY, "");
        if (!listed.contains(zstd)) {
            conf.set(CODECS_KEY, listed.isEmpty() ? zstd : listed + "," + zstd);
        }
        return conf;
    }
}
