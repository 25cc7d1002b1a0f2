/**
 * The combine step on S3 through the AWS SDK v2: parts read with ranged GETs
 * ({@link org.trainprep.combiner.s3.S3ObjectSource}), the result uploaded in parts
 * ({@link org.trainprep.combiner.s3.S3Upload}) and optionally shared
 * ({@link org.trainprep.combiner.s3.S3Sharing}).
 *
 * <p>The MapReduce jar embeds the combiner without the SDK (its merge goes through Hadoop's
 * FileSystem), so the types the engine-neutral classes mention — {@link org.trainprep.combiner.s3.S3Location},
 * {@link org.trainprep.combiner.s3.S3Settings}, {@link org.trainprep.combiner.s3.PublicMode},
 * {@link org.trainprep.combiner.s3.PublicLink} — must not refer to SDK classes. The review
 * pipeline's tests run without the SDK on the classpath and catch a slip.
 */
package org.trainprep.combiner.s3;
