//
//  TaxonPhotoCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 3/9/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface TaxonPhotoCell : UITableViewCell
@property IBOutlet UIImageView *taxonPhoto;
@property IBOutlet UIButton *creditsButton;
@property IBOutlet UIView *scrim;
@end
