//
//  ProjectObsPhotoCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 2/23/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ProjectObsPhotoCell : UICollectionViewCell

@property IBOutlet UIImageView *photoImageView;
@property IBOutlet UIView *scrim;
@property IBOutlet UILabel *obsText;

@end
