package org.trainprep.combiner.s3;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Presigning is local (no request), so the expiry logic is checked without a server. */
class S3SharingTest {

    static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    static final S3Settings LOCAL = new S3Settings(URI.create("http://127.0.0.1:9"), true, S3Settings.DEFAULT_PART_BYTES,
            S3Settings.DEFAULT_UPLOAD_THREADS);

    static PublicLink presign(StaticCredentialsProvider credentials, Duration validity) throws Exception {
        System.setProperty("aws.region", "us-east-1");
        try (S3Access access = S3Access.create(LOCAL, credentials)) {
            return new S3Sharing(access, PublicMode.PRESIGN, validity, Clock.fixed(NOW, ZoneOffset.UTC))
                    .share("s3://lake/run/", "combined_result_5class.h5");
        }
    }

    @Test
    void longTermCredentialsGiveTheFullValidity() throws Exception {
        PublicLink link = presign(StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "s")),
                Duration.ofDays(7));
        assertThat(link.presigned()).isTrue();
        assertThat(link.expires()).isEqualTo(NOW.plus(Duration.ofDays(7)));
        assertThat(link.notes()).isEmpty();
        assertThat(link.url()).contains("X-Amz-Expires=604800").doesNotContain("X-Amz-Security-Token");
    }

    @Test
    void temporaryCredentialsCutTheExpiryAndWarn() throws Exception {
        Instant dies = NOW.plus(Duration.ofHours(6));
        AwsSessionCredentials session = AwsSessionCredentials.builder().accessKeyId("ASIAEXAMPLE").secretAccessKey("s")
                .sessionToken("token").expirationTime(dies).build();
        PublicLink link = presign(StaticCredentialsProvider.create(session), Duration.ofDays(7));
        assertThat(link.expires()).isEqualTo(dies);
        assertThat(link.notes()).singleElement().asString().startsWith("warning: signed with temporary credentials")
                .contains("2026-11-22T16:00:00Z").contains("not at 2026-11-29T10:00:00Z");
    }

    @Test
    void temporaryCredentialsOfUnknownLifetimeWarnToo() throws Exception {
        PublicLink link = presign(StaticCredentialsProvider.create(AwsSessionCredentials.create("ASIAEXAMPLE", "s", "t")),
                Duration.ofDays(2));
        assertThat(link.expires()).isEqualTo(NOW.plus(Duration.ofDays(2)));
        assertThat(link.notes()).singleElement().asString().contains("unknown lifetime");
    }

    @Test
    void validityIsCappedAtSevenDays() {
        assertThatThrownBy(() -> presign(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "s")),
                Duration.ofDays(8))).hasMessageContaining("7 days");
    }
}
