package org.trainprep.combiner;

import org.trainprep.combiner.s3.PublicMode;
import org.trainprep.combiner.s3.S3Location;
import org.trainprep.combiner.s3.S3Settings;
import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.merge.MergeJob;

import java.net.URI;
import java.time.Duration;

/**
 * What to merge, where, and who may download it.
 *
 * @param input        directory holding {@code *.h5} parts: a local path, any Hadoop FileSystem URI,
 *                     or {@code s3://bucket/prefix/} ({@code s3a://} too)
 * @param output       directory that receives the combined file and {@code manifest.json}, same forms
 * @param fileName     combined file name, or null for the label scheme's default
 *                     ({@code combined_result_5class.h5} / {@code combined_result_binary.h5})
 * @param shards       k balanced shards, or 0 for one per part
 * @param overwrite    replace an existing combined file of that name
 * @param s3           how to reach S3 (endpoint, path style, part size)
 * @param publicMode   whether and how to make the uploaded file downloadable without credentials
 * @param linkValidity how long a presigned URL lives (at most 7 days)
 */
public record CombineOptions(String input, String output, String fileName, int shards, boolean overwrite,
                             S3Settings s3, PublicMode publicMode, Duration linkValidity) {

    public static final Help HELP = Help.of("combine", "--input PARTS_DIR --output DIR [options]", """
            Merges the HDF5 parts a run left with --no-combine into one combined file with balanced shards
            "0".."k-1" and its manifest.json. On S3 the file is composed server-side from the parts (multipart
            upload copy), so no row passes through this machine; --public makes it downloadable by a link.""")
            .required("input", "PARTS_DIR", "directory of part-*.h5: local, hdfs://, s3:// or s3a://")
            .required("output", "DIR", "directory receiving the combined file and manifest.json, same forms")
            .value("name", "FILE.h5", "combined file name", "combined_result_5class.h5 or combined_result_binary.h5")
            .value("shards", "K", "balanced shards in the combined file", "one per part")
            .flag("overwrite", "replace an existing combined file of that name")
            .flagWithValue("public", "acl|presign", "make the S3 file downloadable: =acl a public-read ACL (no expiry),"
                    + " =presign a presigned URL (--url-days)", "plain --public: a public-read ACL, or a presigned URL where"
                    + " the bucket allows no ACLs")
            .value("url-days", "1-7", "how long a presigned URL lives", "7")
            .value("endpoint-url", "URL", "an S3-compatible endpoint instead of AWS", "AWS, region from the environment")
            .flag("path-style", "path-style S3 addressing (most S3-compatible servers)")
            .value("part-mb", "MB", "multipart upload part size",
                    Long.toString(S3Settings.DEFAULT_PART_BYTES >> 20))
            .value("upload-threads", "N", "parts uploaded at once", Integer.toString(S3Settings.DEFAULT_UPLOAD_THREADS))
            .example("bin/pipeline combine --input s3://my-bucket/runs/r1/parts/ --output s3://my-bucket/runs/r1/ --public")
            .build();

    /** The one-line usage, for messages. */
    public static final String USAGE = "combine --input DIR --output DIR [options]; bin/pipeline combine --help lists them";

    public CombineOptions {
        for (String[] uri : new String[][]{{"--input", input}, {"--output", output}}) {
            if (S3Location.isS3(uri[1]) && !uri[1].matches("s3a?://[^/\\s]+(/.*)?")) {
                // before any call to a store (an older bucket's name may hold capitals or '_': not checked further)
                throw new IllegalArgumentException(uri[0] + " " + uri[1] + " names no S3 bucket; give s3://BUCKET/prefix/");
            }
        }
        if (fileName != null && (fileName.isBlank() || fileName.contains("/") || fileName.contains("\\")
                || fileName.startsWith(".") || !fileName.endsWith(".h5"))) {
            // a name starting with a dot is a hidden file, as a published output's file never is
            throw new IllegalArgumentException("--name must be a plain file name ending in .h5 (not starting with"
                    + " a dot), was '" + fileName + "'");
        }
        if (shards < 0) {
            throw new IllegalArgumentException("--shards must be >= 1");
        }
        if (publicMode != PublicMode.OFF && !S3Location.isS3(output)) {
            throw new IllegalArgumentException("--public needs an s3:// --output; a local or HDFS file has no public URL");
        }
        if (isWithin(output, input)) {
            throw new IllegalArgumentException("--output " + output + " is inside the parts folder " + input
                    + ", where a merged file would be read as a part by the next combine; choose another --output");
        }
    }

    /** Whether {@code dir} is {@code parent} or below it: local paths resolved, URIs compared as written. */
    static boolean isWithin(String dir, String parent) {
        String d = normal(dir);
        String p = normal(parent);
        return d.equals(p) || d.startsWith(p + "/");
    }

    private static String normal(String location) {
        if (location.contains("://")) {
            return location.replaceAll("/+$", "");
        }
        String local = location.startsWith("file:") ? URI.create(location).getPath() : location;
        return java.nio.file.Path.of(local).toAbsolutePath().normalize().toString();
    }

    /** The merge itself, whatever the store, of the dataset type the parts record. */
    public MergeJob.Request request() {
        return new MergeJob.Request(null, input, output, fileName, shards, overwrite);
    }

    public static CombineOptions parse(String[] args) throws UsageException {
        Args a = HELP.parse(args);
        try {
            String endpoint = a.optional("endpoint-url", null);
            S3Settings s3 = new S3Settings(endpoint == null ? null : endpointUri(endpoint), a.has("path-style"),
                    (long) a.intValue("part-mb", (int) (S3Settings.DEFAULT_PART_BYTES >> 20), 5, 5 * 1024) << 20,
                    a.intValue("upload-threads", S3Settings.DEFAULT_UPLOAD_THREADS, 1, 64));
            String publicValue = a.flagValue("public", "");
            PublicMode mode = publicValue == null ? PublicMode.OFF : PublicMode.parse(publicValue);
            // options that would be ignored are refused: the user meant something the run would not do
            if (a.has("url-days") && (mode == PublicMode.OFF || mode == PublicMode.ACL)) {
                throw new IllegalArgumentException("--url-days is the life of a presigned URL: give it with --public=presign"
                        + " (or plain --public, which presigns where the bucket allows no ACLs)");
            }
            if ((endpoint != null || a.has("path-style")) && !S3Location.isS3(a.required("input"))
                    && !S3Location.isS3(a.required("output"))) {
                throw new IllegalArgumentException("--endpoint-url and --path-style are for an s3:// --input or --output;"
                        + " leave them out for local or HDFS files");
            }
            if ((a.has("part-mb") || a.has("upload-threads")) && !S3Location.isS3(a.required("output"))) {
                throw new IllegalArgumentException("--part-mb and --upload-threads shape the upload to an s3:// --output;"
                        + " leave them out for a local or HDFS --output");
            }
            return new CombineOptions(a.required("input"), a.required("output"), a.optional("name", null),
                    a.intValue("shards", 0, 1, 1 << 20), a.has("overwrite"), s3, mode,
                    Duration.ofDays(a.intValue("url-days", 7, 1, 7)));
        } catch (IllegalArgumentException e) {
            throw new UsageException("combine: " + e.getMessage());
        }
    }

    private static URI endpointUri(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint);
        } catch (java.net.URISyntaxException e) {
            uri = null;
        }
        if (uri == null || uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))
                || uri.getHost() == null || uri.getPort() > 65535) {
            throw new IllegalArgumentException("--endpoint-url must look like https://host[:port], was '" + endpoint + "'");
        }
        return uri;
    }

    /** Whether any URI needs the S3 client. */
    public boolean usesS3() {
        return S3Location.isS3(input) || S3Location.isS3(output);
    }
}
