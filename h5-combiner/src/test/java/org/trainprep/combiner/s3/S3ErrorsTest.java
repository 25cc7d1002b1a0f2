package org.trainprep.combiner.s3;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.s3.model.S3Exception;

import static org.assertj.core.api.Assertions.assertThat;

class S3ErrorsTest {

    @Test
    void missingCredentialsSayWhereToPutThem() {
        String line = S3Errors.io("listing s3://b/p/", SdkClientException.create("Unable to load credentials from any of"
                + " the providers in the chain AwsCredentialsProviderChain(credentialsProviders=[...]) : [...]")).getMessage();
        assertThat(line).isEqualTo("listing s3://b/p/: no AWS credentials found: set AWS_PROFILE, or AWS_ACCESS_KEY_ID"
                + " and AWS_SECRET_ACCESS_KEY, or run with an instance profile (EMR)");
    }

    @Test
    void serviceErrorsShowCodeStatusAndMessage() {
        S3Exception denied = (S3Exception) S3Exception.builder().statusCode(403)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("AccessDenied").errorMessage("Access Denied").build())
                .build();
        assertThat(S3Errors.io("uploading s3://b/k", denied).getMessage())
                .isEqualTo("uploading s3://b/k: AccessDenied (HTTP 403): Access Denied");
        assertThat(S3Errors.hasCode(denied, "AccessDenied")).isTrue();
        assertThat(S3Errors.isNotFound(denied)).isFalse();
    }
}
