package org.trainprep.combiner.s3;

import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.model.ObjectCannedACL;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Makes one uploaded object downloadable without credentials, and only that object: the bucket's
 * ACL and policy are never touched. Buckets created since April 2023 have ACLs disabled (Object
 * Ownership "bucket owner enforced"); there a presigned GET URL is the only per-object way, and
 * it lives at most 7 days, less when the signing credentials are temporary.
 */
public final class S3Sharing implements LinkSharing {

    static final String ACLS_DISABLED = "AccessControlListNotSupported";

    private final S3Access access;
    private final PublicMode mode;
    private final Duration validity;
    private final Clock clock;

    public S3Sharing(S3Access access, PublicMode mode, Duration validity, Clock clock) {
        if (mode == PublicMode.OFF) {
            throw new IllegalArgumentException("no sharing asked for");
        }
        if (validity.isNegative() || validity.isZero() || validity.compareTo(PublicLink.MAX_PRESIGN) > 0) {
            throw new IllegalArgumentException("a presigned URL lives 1 second to 7 days, not " + validity);
        }
        this.access = access;
        this.mode = mode;
        this.validity = validity;
        this.clock = clock;
    }

    @Override
    public PublicLink share(String targetDir, String name) throws IOException {
        S3Location object = S3Location.parse(targetDir).child(name);
        List<String> notes = new ArrayList<>();
        if (mode == PublicMode.PRESIGN) {
            return presign(object, notes);
        }
        try {
            access.client().putObjectAcl(b -> b.bucket(object.bucket()).key(object.key()).acl(ObjectCannedACL.PUBLIC_READ));
            String url = access.client().utilities().getUrl(b -> b.bucket(object.bucket()).key(object.key())).toString();
            return new PublicLink(url, false, null, notes);
        } catch (SdkException e) {
            if (!S3Errors.hasCode(e, ACLS_DISABLED)) {
                throw S3Errors.io("making " + object + " public-read", e);
            }
            if (mode == PublicMode.ACL) {
                throw new IOException("bucket " + object.bucket() + " does not allow ACLs (" + ACLS_DISABLED
                        + "), so --public=acl cannot be met; " + object + " is uploaded but private. "
                        + "Use --public for a presigned URL instead");
            }
            notes.add("bucket " + object.bucket() + " does not allow ACLs (" + ACLS_DISABLED
                    + "); publishing a presigned URL instead");
            return presign(object, notes);
        }
    }

    private PublicLink presign(S3Location object, List<String> notes) throws IOException {
        Instant now = clock.instant();
        Instant asked = now.plus(validity);
        Instant expires = asked;
        try {
            AwsCredentials credentials = access.credentials().resolveCredentials();
            if (credentials instanceof AwsSessionCredentials) {
                Optional<Instant> dies = credentials.expirationTime();
                if (dies.isEmpty()) {
                    notes.add("warning: signed with temporary credentials of unknown lifetime: the URL stops working "
                            + "when they expire, possibly before " + asked.truncatedTo(ChronoUnit.SECONDS));
                } else if (dies.get().isBefore(asked)) {
                    expires = dies.get();
                    notes.add("warning: signed with temporary credentials (e.g. an EMR instance profile) that expire at "
                            + dies.get().truncatedTo(ChronoUnit.SECONDS) + ": the URL dies with them, not at "
                            + asked.truncatedTo(ChronoUnit.SECONDS)
                            + "; sign with long-term credentials for a URL that lasts " + validity.toDays() + " days");
                }
            }
            String url = access.presigner().presignGetObject(p -> p.signatureDuration(validity)
                    .getObjectRequest(g -> g.bucket(object.bucket()).key(object.key()))).url().toString();
            return new PublicLink(url, true, expires.truncatedTo(ChronoUnit.SECONDS), notes);
        } catch (SdkException e) {
            throw S3Errors.io("presigning " + object, e);
        }
    }
}
