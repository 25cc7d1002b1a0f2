package org.trainprep.hadoop;

import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsAction;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.io.nativeio.NativeIO;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/**
 * Hadoop's local file system, setting permissions through {@code java.nio} where Hadoop forks a
 * {@code chmod}. Without Hadoop's native library (Maven Central ships none; EMR's nodes have it),
 * {@code RawLocalFileSystem} runs a {@code chmod} process for every file it creates and every
 * folder it makes: a local-mode job forks some hundred of them (submission, spills, outputs,
 * checksum files), each a fork of a JVM of a gigabyte. Profiled on the parallel-text contract
 * test: 2,049 forks in 54 s, half the run's system time. Everything else is Hadoop's.
 *
 * <p>Installed as {@code fs.file.impl} by local runs only; a cluster keeps what its site files say.
 */
public final class NioLocalFileSystem extends LocalFileSystem {

    public NioLocalFileSystem() {
        super(new Raw());
    }

    /** The raw file system under the checksums: only {@link #setPermission} differs. */
    static final class Raw extends RawLocalFileSystem {

        private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

        @Override
        public void setPermission(Path p, FsPermission permission) throws IOException {
            // the sticky bit has no java.nio form, and with Hadoop's native library its chmod forks nothing
            if (!POSIX || permission.getStickyBit() || NativeIO.isAvailable()) {
                super.setPermission(p, permission);
                return;
            }
            try {
                Files.setPosixFilePermissions(pathToFile(p).toPath(), posix(permission));
            } catch (NoSuchFileException e) {
                throw new FileNotFoundException("File " + p + " does not exist");
            }
        }

        static Set<PosixFilePermission> posix(FsPermission permission) {
            Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
            add(set, permission.getUserAction(), PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
                    PosixFilePermission.OWNER_EXECUTE);
            add(set, permission.getGroupAction(), PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
                    PosixFilePermission.GROUP_EXECUTE);
            add(set, permission.getOtherAction(), PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE,
                    PosixFilePermission.OTHERS_EXECUTE);
            return set;
        }

        private static void add(Set<PosixFilePermission> set, FsAction action,
                                PosixFilePermission read, PosixFilePermission write, PosixFilePermission execute) {
            if (action.implies(FsAction.READ)) {
                set.add(read);
            }
            if (action.implies(FsAction.WRITE)) {
                set.add(write);
            }
            if (action.implies(FsAction.EXECUTE)) {
                set.add(execute);
            }
        }
    }
}
