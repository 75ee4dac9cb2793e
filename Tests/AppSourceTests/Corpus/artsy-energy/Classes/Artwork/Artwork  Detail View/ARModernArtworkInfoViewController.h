

@interface ARModernArtworkInfoViewController : UIViewController

- (instancetype)initWithArtwork:(Artwork *)artwork;

@end
