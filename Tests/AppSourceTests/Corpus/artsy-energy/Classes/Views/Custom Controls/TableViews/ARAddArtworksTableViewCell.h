

@interface ARAddArtworksTableViewCell : UITableViewCell

- (void)setupWithArtist:(Artist *)artist;

@end
