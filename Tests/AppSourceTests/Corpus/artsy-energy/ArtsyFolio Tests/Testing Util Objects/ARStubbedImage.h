#import "Image.h"


@interface ARStubbedImage : Image

@property (readwrite, nonatomic, copy) NSString *stubbedImageFilePath;

@end
