package org.trainprep.combiner.s3;

import java.io.IOException;

/** Publishes a finished object for anonymous download; only S3 targets can. */
@FunctionalInterface
public interface LinkSharing {
    PublicLink share(String targetDir, String name) throws IOException;
}
