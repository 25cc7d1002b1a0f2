package org.trainprep.combiner.s3;

import java.util.Locale;

/** What {@code --public} asks for. */
public enum PublicMode {
    /** No link: the object stays private. */
    OFF,
    /** A {@code public-read} ACL, or a presigned URL where the bucket does not allow ACLs. */
    AUTO,
    /** A {@code public-read} ACL or failure: a URL that never expires is required. */
    ACL,
    /** A presigned URL only, never an ACL. */
    PRESIGN;

    /** @param value {@code --public}'s value: empty (plain {@code --public}), {@code acl} or {@code presign} */
    public static PublicMode parse(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "" -> AUTO;
            case "acl" -> ACL;
            case "presign" -> PRESIGN;
            default -> throw new IllegalArgumentException("--public takes no value, =acl or =presign, was '" + value + "'");
        };
    }
}
