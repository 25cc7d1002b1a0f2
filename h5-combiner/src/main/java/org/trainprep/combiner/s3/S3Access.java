package org.trainprep.combiner.s3;

import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;

/**
 * One S3 client and presigner built the same way: the SDK's default credential and region
 * chains, optional endpoint and path-style access for S3-compatible stores.
 */
public final class S3Access implements Closeable {

    private final S3Settings settings;
    private final AwsCredentialsProvider credentials;
    private final Region region;
    private final S3Client client;
    private S3Presigner presigner;

    private S3Access(S3Settings settings, AwsCredentialsProvider credentials, Region region,
                     List<ExecutionInterceptor> interceptors) {
        this.settings = settings;
        this.credentials = credentials;
        this.region = region;
        var builder = S3Client.builder()
                .httpClientBuilder(ApacheHttpClient.builder())
                .credentialsProvider(credentials)
                .region(region)
                .forcePathStyle(settings.pathStyle())
                .overrideConfiguration(ClientOverrideConfiguration.builder().executionInterceptors(interceptors).build());
        if (settings.endpoint() != null) {
            builder.endpointOverride(settings.endpoint());
        } else {
            // A bucket in another region than the client's answers with a redirect the SDK can follow.
            builder.crossRegionAccessEnabled(true);
        }
        this.client = builder.build();
    }

    public static S3Access create(S3Settings settings) throws IOException {
        return create(settings, List.of());
    }

    /** @param interceptors see every request; tests use them to count parts and inject failures */
    public static S3Access create(S3Settings settings, List<ExecutionInterceptor> interceptors) throws IOException {
        return new S3Access(settings, DefaultCredentialsProvider.builder().build(), region(settings), interceptors);
    }

    /** With given credentials instead of the default chain: for tests of what temporary credentials do. */
    static S3Access create(S3Settings settings, AwsCredentialsProvider credentials) throws IOException {
        return new S3Access(settings, credentials, region(settings), List.of());
    }

    private static Region region(S3Settings settings) throws IOException {
        try {
            return new DefaultAwsRegionProviderChain().getRegion();
        } catch (SdkClientException e) {
            if (settings.endpoint() != null) {
                return Region.US_EAST_1; // S3-compatible stores ignore it, but SigV4 needs one
            }
            throw new IOException("no AWS region configured: set AWS_REGION (or a profile's region); "
                    + "on EMR the instance metadata provides it");
        }
    }

    public S3Settings settings() {
        return settings;
    }

    public S3Client client() {
        return client;
    }

    AwsCredentialsProvider credentials() {
        return credentials;
    }

    synchronized S3Presigner presigner() {
        if (presigner == null) {
            var builder = S3Presigner.builder()
                    .credentialsProvider(credentials)
                    .region(region)
                    .serviceConfiguration(S3Configuration.builder().pathStyleAccessEnabled(settings.pathStyle()).build());
            if (settings.endpoint() != null) {
                builder.endpointOverride(settings.endpoint());
            }
            presigner = builder.build();
        }
        return presigner;
    }

    @Override
    public synchronized void close() {
        client.close();
        if (presigner != null) {
            presigner.close();
        }
    }
}
