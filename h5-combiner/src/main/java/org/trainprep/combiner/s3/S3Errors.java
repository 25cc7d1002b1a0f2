package org.trainprep.combiner.s3;

import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.model.S3Exception;

import java.io.IOException;

/** SDK failures as one-line {@link IOException}s naming what we were doing; never credentials. */
final class S3Errors {

    private S3Errors() {
    }

    static IOException io(String doing, SdkException e) {
        return new IOException(doing + ": " + describe(e), e);
    }

    static String describe(SdkException e) {
        String message = String.valueOf(e.getMessage());
        if (message.startsWith("Unable to load credentials")) {
            // the SDK lists every provider it tried; what the user needs is where to put credentials
            return "no AWS credentials found: set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,"
                    + " or run with an instance profile (EMR)";
        }
        if (e instanceof S3Exception s3 && s3.awsErrorDetails() != null) {
            return s3.awsErrorDetails().errorCode() + " (HTTP " + s3.statusCode() + "): "
                    + s3.awsErrorDetails().errorMessage();
        }
        return message;
    }

    static boolean isNotFound(SdkException e) {
        return e instanceof S3Exception s3 && s3.statusCode() == 404;
    }

    static boolean hasCode(SdkException e, String code) {
        return e instanceof S3Exception s3 && s3.awsErrorDetails() != null
                && code.equals(s3.awsErrorDetails().errorCode());
    }
}
