package org.trainprep.combiner.s3;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.ResponseBytes;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;

import java.io.IOException;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An object of unknown length streamed to S3 (the merge's text outputs and digested files), against
 * the in-process S3 server: one PUT when it fits one buffer, a multipart upload of buffer-sized
 * parts when not, and on a failure midway no object and no pending upload.
 */
class S3StreamUploadTest {

    static final String BUCKET = "streamed";
    /** S3's smallest part but the last. */
    static final int PART = 5 << 20;

    @RegisterExtension
    static final S3ServerExtension S3 = new S3ServerExtension(BUCKET);

    private static byte[] bytes(int n) {
        byte[] b = new byte[n];
        new Random(n).nextBytes(b);
        return b;
    }

    private static byte[] object(String key) {
        ResponseBytes<GetObjectResponse> got = S3.s3().getObjectAsBytes(b -> b.bucket(BUCKET).key(key));
        return got.asByteArray();
    }

    @Test
    void aSmallObjectIsOnePutAndABigOneIsWrittenInPartsInOrder() throws Exception {
        S3Upload upload = new S3Upload(S3.s3(), 2);
        byte[] small = bytes(1000);
        upload.stream(new S3Location(BUCKET, "a/small.csv"), PART, out -> out.write(small));
        assertThat(object("a/small.csv")).isEqualTo(small);

        // 2.4 parts, written in odd-sized pieces so pieces straddle the parts' edges
        byte[] big = bytes(PART * 2 + PART / 2 - 7);
        upload.stream(new S3Location(BUCKET, "a/big.csv"), PART, out -> {
            for (int at = 0; at < big.length; at += 999_983) {
                out.write(big, at, Math.min(999_983, big.length - at));
            }
        });
        assertThat(object("a/big.csv")).isEqualTo(big);
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix("a/")).uploads()).isEmpty();
    }

    @Test
    void aFailureMidwayLeavesNoObjectAndNoPendingUpload() {
        S3Upload upload = new S3Upload(S3.s3(), 2);
        byte[] big = bytes(PART * 2);
        assertThatThrownBy(() -> upload.stream(new S3Location(BUCKET, "b/broken.csv"), PART, out -> {
            out.write(big);
            throw new IOException("the parts ran out");
        })).hasMessage("the parts ran out");
        assertThatThrownBy(() -> S3.s3().headObject(b -> b.bucket(BUCKET).key("b/broken.csv")))
                .isInstanceOf(NoSuchKeyException.class);
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix("b/")).uploads()).isEmpty();
    }
}
