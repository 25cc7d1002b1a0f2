package org.trainprep.combiner.s3;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A URL that fetches the combined file without credentials ({@code wget URL}).
 *
 * @param expires null for a {@code public-read} object; for a presigned URL the moment it stops
 *                working, which is earlier than asked for when temporary credentials signed it
 * @param notes   lines the user must read: why there is no ACL, when temporary credentials die
 */
public record PublicLink(String url, boolean presigned, Instant expires, List<String> notes) {

    /** SigV4's limit for a presigned URL. */
    public static final Duration MAX_PRESIGN = Duration.ofDays(7);
}
