package registry

// What the archive families (tar, unzip, zip) say alike.

const (
	extractionWarning = "Extraction can write or overwrite files in the destination directory."
	creationWarning   = "Building the archive is a write action and can overwrite an existing archive file."
)

var archiveNotes = []string{
	"Only explicit archive paths and destinations are supported.",
}
